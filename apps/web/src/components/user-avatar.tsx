import { Avatar, type AvatarProps } from '@mantine/core';

/** A person's picture, or their initials when there is none. */
export function UserAvatar({ name, src, ...props }: { name: string; src?: string | null } & AvatarProps) {
  return <Avatar src={src || null} name={name} color="initials" alt="" {...props} />;
}

import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconCoins, IconKey, IconPencil, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import type { AdminTeacher } from '@academy/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

export interface TeacherActionHandlers {
  onEdit: (teacher: AdminTeacher) => void;
  onToggleStatus: (teacher: AdminTeacher) => void;
  onResetPassword: (teacher: AdminTeacher) => void;
}

/** Edit, reset the password, activate / deactivate: one named icon button each. */
export function TeacherActions({ teacher, handlers }: { teacher: AdminTeacher; handlers: TeacherActionHandlers }) {
  const { t } = useTranslation('admin-staff');
  const { t: pay } = useTranslation('pay');
  const name = teacher.full_name;
  const payLabel = pay('nav.statement_of', { name });
  const actions = [
    {
      key: 'edit',
      label: t('teachers.actions.edit', { name }),
      icon: <IconPencil size={18} aria-hidden />,
      color: 'blue',
      onClick: handlers.onEdit,
    },
    {
      key: 'password',
      label: t('teachers.actions.reset_password', { name }),
      icon: <IconKey size={18} aria-hidden />,
      color: 'grape',
      onClick: handlers.onResetPassword,
    },
    {
      key: 'status',
      label: teacher.is_active ? t('teachers.actions.deactivate', { name }) : t('teachers.actions.activate', { name }),
      icon: teacher.is_active ? <IconUserOff size={18} aria-hidden /> : <IconUserCheck size={18} aria-hidden />,
      color: teacher.is_active ? 'orange' : 'green',
      onClick: handlers.onToggleStatus,
    },
  ];
  return (
    <Group gap={4} wrap="nowrap">
      {actions.map((action) => (
        <Tooltip key={action.key} label={action.label} withArrow>
          <ActionIcon variant="light" size="lg" color={action.color} aria-label={action.label} onClick={() => action.onClick(teacher)}>
            {action.icon}
          </ActionIcon>
        </Tooltip>
      ))}
      <Tooltip label={payLabel} withArrow>
        <ActionIcon
          component={Link}
          to={paths.admin.teacherStatement(teacher.id)}
          variant="light"
          size="lg"
          color="teal"
          aria-label={payLabel}
          data-testid="teacher-pay-link"
        >
          <IconCoins size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

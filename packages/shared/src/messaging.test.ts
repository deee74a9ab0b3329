import { describe, expect, it } from 'vitest';
import { fillTemplate, isMobilePhone, isStopReply, phoneE164, quietMinutesLeft, smsSegments, whatsappLink } from './messaging';

describe('smsSegments', () => {
  it('fits 160 GSM characters in one SMS and splits longer text by 153', () => {
    expect(smsSegments('a'.repeat(160))).toEqual({ encoding: 'gsm7', units: 160, segments: 1 });
    expect(smsSegments('a'.repeat(161)).segments).toBe(2);
    expect(smsSegments('a'.repeat(306)).segments).toBe(2);
    expect(smsSegments('a'.repeat(307)).segments).toBe(3);
  });
  it('counts the GSM extension characters twice', () => {
    expect(smsSegments('€'.repeat(80))).toEqual({ encoding: 'gsm7', units: 160, segments: 1 });
    expect(smsSegments(`${'a'.repeat(159)}€`).segments).toBe(2);
  });
  it('makes a message with one Arabic letter Unicode: 70 in one SMS, 67 each when split', () => {
    const arabic = 'وصل أحمد على الساعة 16:02';
    expect(smsSegments(arabic).encoding).toBe('ucs2');
    expect(smsSegments('ب'.repeat(70)).segments).toBe(1);
    expect(smsSegments('ب'.repeat(71)).segments).toBe(2);
    expect(smsSegments('ب'.repeat(134)).segments).toBe(2);
    expect(smsSegments('ب'.repeat(135)).segments).toBe(3);
    expect(smsSegments(`${'a'.repeat(60)}é`).encoding).toBe('gsm7');
    expect(smsSegments(`${'a'.repeat(60)}ê`).encoding).toBe('ucs2');
  });
  it('counts every Arabic letter form and the tatweel as one unit, and an emoji as two', () => {
    // Presentation forms (initial, medial, final, isolated) are separate code points, each one UTF-16 unit.
    expect(smsSegments('ﻻﻹﻷﺑﺒﺐﺏـ').units).toBe(8);
    expect(smsSegments('👍').units).toBe(2);
  });
  it('still costs one SMS when empty', () => {
    expect(smsSegments('').segments).toBe(1);
  });
});

describe('quietMinutesLeft', () => {
  it('holds a message inside 21:00-08:00 until 08:00', () => {
    expect(quietMinutesLeft('21:00', '21:00', '08:00')).toBe(660);
    expect(quietMinutesLeft('23:30', '21:00', '08:00')).toBe(510);
    expect(quietMinutesLeft('07:59', '21:00', '08:00')).toBe(1);
  });
  it('lets it go outside the quiet hours and when there are none', () => {
    expect(quietMinutesLeft('08:00', '21:00', '08:00')).toBe(0);
    expect(quietMinutesLeft('20:59', '21:00', '08:00')).toBe(0);
    expect(quietMinutesLeft('03:00', '00:00', '00:00')).toBe(0);
  });
  it('handles quiet hours within one day', () => {
    expect(quietMinutesLeft('13:00', '12:30', '14:00')).toBe(60);
    expect(quietMinutesLeft('14:00', '12:30', '14:00')).toBe(0);
  });
});

describe('isStopReply', () => {
  it('reads STOP in French, English and Arabic, however it is typed', () => {
    for (const text of ['STOP', 'stop', ' Stop. ', 'ARRET', 'arrêt', 'Arrêt !', 'توقف', ' توقف ', 'وقف'])
      expect(isStopReply(text)).toBe(true);
  });
  it('does not stop on a message that merely contains the word', () => {
    for (const text of ['please stop sending at night', 'STOPPED', 'لا تتوقف', '', 'OK']) expect(isStopReply(text)).toBe(false);
  });
});

describe('phones and links', () => {
  it('sends SMS to mobiles only, in international form', () => {
    expect(isMobilePhone('0550123456')).toBe(true);
    expect(isMobilePhone('021234567')).toBe(false);
    expect(isMobilePhone(null)).toBe(false);
    expect(phoneE164('0661234567')).toBe('+213661234567');
  });
  it('builds a WhatsApp click-to-chat link with the text encoded', () => {
    expect(whatsappLink('0550123456', 'السلام عليكم & bonjour')).toBe(
      `https://wa.me/213550123456?text=${encodeURIComponent('السلام عليكم & bonjour')}`,
    );
    expect(whatsappLink('021234567', 'x')).toBeNull();
  });
});

describe('fillTemplate', () => {
  it('fills the placeholders and leaves unknown braces as typed', () => {
    expect(fillTemplate('{student} arrived at {time} {other}', { student: 'أمينة', time: '16:02' })).toBe('أمينة arrived at 16:02 {other}');
  });
  it('tidies what an empty value leaves', () => {
    expect(fillTemplate('{student} arrived ({course}). {academy}', { student: 'Amina', academy: 'Nour' })).toBe('Amina arrived. Nour');
  });
});

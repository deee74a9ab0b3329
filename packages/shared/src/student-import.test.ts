import { describe, expect, it } from 'vitest';
import { findImportHeader, guessImportMapping, importDate, importTitleKey, missingImportFields } from './student-import';

describe('column titles of office files', () => {
  it('ignores accents, case, punctuation, spacing and Arabic letter forms', () => {
    expect(importTitleKey('  Né(e)  le ')).toBe('ne e le');
    expect(importTitleKey('N° CARTE')).toBe('n carte');
    expect(importTitleKey('تاريخ الإزدياد')).toBe(importTitleKey('تاريخ الازدياد'));
    expect(importTitleKey('رقم هاتف وليّ الأمر')).toBe(importTitleKey('رقم هاتف ولي الامر'));
  });

  it('matches French, Arabic and English titles, and Nom / الاسم by what stands beside them', () => {
    expect(guessImportMapping(['NOM', 'Prénom', 'Date de naissance', 'Matricule', 'Nom du père', 'Tél'])).toEqual([
      'last_name',
      'first_name',
      'date_of_birth',
      'barcode',
      'parent_name',
      'parent_phone',
    ]);
    expect(guessImportMapping(['Nom', 'Code-barres', 'Né le', 'Parent', 'Téléphone du parent'])).toEqual([
      'name',
      'barcode',
      'date_of_birth',
      'parent_name',
      'parent_phone',
    ]);
    expect(guessImportMapping(['اللقب', 'الاسم', 'تاريخ الازدياد', 'رقم البطاقة', 'اسم الولي', 'الهاتف'])).toEqual([
      'last_name',
      'first_name',
      'date_of_birth',
      'barcode',
      'parent_name',
      'parent_phone',
    ]);
    expect(guessImportMapping(['الاسم', 'الرمز'])).toEqual(['name', 'barcode']);
    expect(guessImportMapping(['Student name', 'Barcode', 'Barcode', 'Notes'])).toEqual(['name', 'barcode', null, null]);
  });

  it('says which required fields have no column', () => {
    expect(missingImportFields(['last_name', 'barcode', 'date_of_birth', 'parent_name', 'parent_phone'])).toEqual(['name']);
    expect(missingImportFields(['last_name', 'first_name', 'barcode', 'date_of_birth', 'parent_name', 'parent_phone'])).toEqual([]);
    expect(missingImportFields([null, 'name'])).toEqual(['barcode', 'date_of_birth', 'parent_name', 'parent_phone']);
  });

  it('finds the header row below a sheet title and empty rows', () => {
    expect(findImportHeader([['Liste des élèves 2025'], [''], ['Nom', 'Prénom', 'Matricule'], ['Haddad', 'Yanis', 'X1']])).toBe(2);
    expect(
      findImportHeader([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe(-1);
  });
});

describe('dates as offices write them', () => {
  it('reads the day first, ISO dates and Excel serial numbers', () => {
    expect(importDate('5/9/2013')).toBe('2013-09-05');
    expect(importDate('05-09-2013')).toBe('2013-09-05');
    expect(importDate('05.09.2013')).toBe('2013-09-05');
    expect(importDate('2013/09/05')).toBe('2013-09-05');
    expect(importDate('41522')).toBe('2013-09-05');
    expect(importDate('2013')).toBe('2013');
    expect(importDate('soon')).toBe('soon');
  });
});

import { describe, expect, it } from 'vitest';
import { finalConsonant, fixParticles, particleFor, withParticle } from './particles.ts';

describe('Korean particles after a name (decision 0075)', () => {
  it('reads the last sound of Hangul, digits and Latin letters', () => {
    expect(finalConsonant('친정')).toBe(21);
    expect(finalConsonant('우리 아기')).toBe(0);
    expect(finalConsonant('‘서울’')).toBe(8);
    expect(finalConsonant('084645')).toBe(0);
    expect(finalConsonant('A동 101')).toBe(8);
    expect(finalConsonant('!!')).toBeNull();
  });

  it('picks each pair by the 받침, 으로/로 taking 로 after ㄹ', () => {
    expect(particleFor('친정', '을/를')).toBe('을');
    expect(particleFor('시댁 2', '을/를')).toBe('를');
    expect(particleFor('도담', '이/가')).toBe('이');
    expect(particleFor('하루', '이/가')).toBe('가');
    expect(particleFor('하루', '은/는')).toBe('는');
    expect(particleFor('엄마', '과/와')).toBe('와');
    expect(particleFor('집', '으로/로')).toBe('으로');
    expect(particleFor('서울', '으로/로')).toBe('로');
    expect(particleFor('회사', '으로/로')).toBe('로');
    expect(withParticle('084645', '을/를')).toBe('084645를');
    expect(withParticle('084641', '을/를')).toBe('084641을');
  });

  it('fixes the particle after each name in a rendered message, leaving other words alone', () => {
    expect(fixParticles('‘우리 집’을 기본 배송지로 설정했어요.', '우리 집')).toBe('‘우리 집’을 기본 배송지로 설정했어요.');
    expect(fixParticles('‘시댁’을 기본 배송지로 설정했어요.', '시댁')).toBe('‘시댁’을 기본 배송지로 설정했어요.');
    expect(fixParticles('‘친정 2’을 기본 배송지로 설정', '친정 2')).toBe('‘친정 2’를 기본 배송지로 설정');
    expect(fixParticles('하루이 태어나면 일정이 보여요.', '하루')).toBe('하루가 태어나면 일정이 보여요.');
    expect(fixParticles('도담이 태어나면', '도담')).toBe('도담이 태어나면');
    expect(fixParticles('이유식 세트을 삭제할까요?', '이유식 세트')).toBe('이유식 세트를 삭제할까요?');
    // Not a particle: a word that only begins like one.
    expect(fixParticles('하루이번 주', '하루')).toBe('하루이번 주');
    expect(fixParticles('Make Home the default address', 'Home')).toBe('Make Home the default address');
  });
});

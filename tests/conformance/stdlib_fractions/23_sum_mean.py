from fractions import Fraction

scores = [Fraction(17, 20), Fraction(9, 10), Fraction(3, 4), Fraction(4, 5), Fraction(19, 20)]
total = sum(scores)
avg = total / len(scores)
print('total:', total, 'mean:', avg, 'as %:', f'{float(avg) * 100:.1f}%')
print('above mean:', [str(s) for s in scores if s > avg])
print('spread:', max(scores) - min(scores))
print(sum(scores, Fraction(1, 2)), sum([Fraction(1, 2), 0.5, 1]))
weights = [1, 2, 2, 1, 4]
weighted = sum(w * s for w, s in zip(weights, scores)) / sum(weights)
print('weighted:', weighted, float(weighted))

import copy
from collections import Counter
from fractions import Fraction

f = Fraction(5, 12)
print(copy.copy(f) == f, copy.deepcopy(f) == f, copy.deepcopy([f, {f: 'x'}]))
answers = [Fraction(1, 2), Fraction(2, 4), Fraction(1, 3), 0.5, Fraction(3, 9), Fraction(2, 3)]
print(Counter(answers).most_common(2))
print(sorted(set(answers)))
print(frozenset([Fraction(1, 2), Fraction(1, 2)]) == frozenset([0.5]))

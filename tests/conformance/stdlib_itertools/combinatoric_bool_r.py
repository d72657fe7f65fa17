import itertools
for r in (True, False):
    print(list(itertools.permutations('abc', r)))
    print(list(itertools.combinations('abc', r)))
    print(list(itertools.combinations_with_replacement('abc', r)))
print(list(itertools.product('ab', repeat=True)), list(itertools.product('ab', repeat=False)))

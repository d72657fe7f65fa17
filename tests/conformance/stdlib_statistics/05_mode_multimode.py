from statistics import mode, multimode

answers = ['blue', 'red', 'green', 'blue', 'red', 'blue', 'yellow', 'red']
print(mode(answers), multimode(answers))
print(mode([1, 1, 2, 3, 3, 3, 3, 4]), multimode([1, 1, 2, 2, 3]), multimode('aabbbbccddddeeffffgg'))
print(mode('mississippi'), multimode('mississippi'), multimode(''), multimode([7]))
print(mode([2.5, 1.5, 2.5]), mode([(1, 2), (3, 4), (1, 2)]), mode([True, 1, 1.0, 2]))
sizes = ['M', 'L', 'S', 'M', 'XL', 'L', 'M', 'L']
print('restock first:', multimode(sizes))
words = 'the quick brown fox jumps over the lazy dog the end'.split()
print(mode(words), multimode(len(w) for w in words))
try:
    mode([[1], [1]])
except TypeError as e:
    print('TypeError', e)

# The empty tuple and the empty string are singletons.
def tail(seq, n):
    return seq[n:]

EMPTY = ()
row = (1, 2, 3)
print(tail(row, 5) is EMPTY, tail((1,), 1) is (), row[:0] is ())
print(tuple() is (), tuple([]) is (), tuple(x for x in row if x > 9) is ())
print(() * 3 is (), row * 0 is (), () + () is (), tuple(range(0)) is ())
print(tuple(()) is (), (*[],) is (), row[3:1] is ())
print(tail(row, 5) == (), len(tail(row, 5)), hash(()) == hash(tuple()))

word = 'abc'
print(word[5:] is '', word[:0] is '', ''.join([]) is '', str() is '')
print(word * 0 is '', word.strip('abc') is '', word.replace('abc', '') is '')

def is_empty_result(r):
    return r is () or r is ''

print([is_empty_result(x) for x in [row[9:], word[9:], (0,), 'x']])
seen = {(): 'empty'}
print(seen[row[4:]], seen.get(tuple([])))

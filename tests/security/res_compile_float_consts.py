# expect: ok
# args: --deadline 1 --max-instructions 10000000
# wall: 1.5
# stdout: 60000
# 60,000 whole floats: their bit patterns end in zeros, which a hash of
# the low bits lines up in one chain.
x = [<<<', '.join('%d.0' % i for i in range(60000))>>>]
print(len(x))

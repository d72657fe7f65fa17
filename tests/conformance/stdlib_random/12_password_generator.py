import random
import string

def make_password(rng, length=12):
    pools = [string.ascii_lowercase, string.ascii_uppercase, string.digits, '!@#$%']
    chars = [rng.choice(pool) for pool in pools]
    everything = ''.join(pools)
    chars += rng.choices(everything, k=length - len(chars))
    rng.shuffle(chars)
    return ''.join(chars)

rng = random.Random('passwords')
for n in (8, 12, 16):
    pw = make_password(rng, n)
    print(n, pw, any(c.isdigit() for c in pw), any(c.isupper() for c in pw))

random.seed(4)
print(''.join(random.choice(string.ascii_letters) for _ in range(20)))
print(''.join(random.sample(string.hexdigits, 8)))

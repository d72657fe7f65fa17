# expect: ok
# args: --callback-stress
# stdout-contains: ok
# hashlib objects and functions driven by a seeded random walk in which
# every __index__ and __bool__ of an argument runs more of the walk: BLAKE2
# objects made with hostile parameters, pbkdf2_hmac, updates, copies and
# SHAKE digests, and the bytearrays they read resized or changed meanwhile.
import hashlib, random
R = random.Random(3)
bufs = [bytearray(b'k' * R.randrange(0, 40)) for _ in range(4)]
objs = [hashlib.sha256(), hashlib.blake2b(), hashlib.shake_128(), hashlib.blake2s(key=b'x')]
depth = [0]
class H:
    def __init__(self, v): self.v = v
    def __index__(self):
        act(); return self.v
    def __bool__(self):
        act(); return bool(self.v)
def act():
    if depth[0] > 3: return
    depth[0] += 1
    try:
        k = R.randrange(9)
        b = R.choice(bufs)
        if k == 0:
            b.clear() if R.random() < .5 else b.extend(b'z' * R.randrange(50))
        elif k == 1 and b:
            b[R.randrange(len(b))] = R.randrange(256)
        elif k == 2:
            c = R.choice([hashlib.blake2b, hashlib.blake2s])
            objs.append(c(R.choice(bufs), digest_size=H(R.randrange(1, 40)), key=R.choice(bufs)[:32], salt=R.choice(bufs)[:8],
                          person=R.choice(bufs)[:8], fanout=H(R.randrange(0, 3)), depth=H(1), node_depth=H(R.randrange(3)),
                          inner_size=H(R.randrange(0, 33)), last_node=H(R.randrange(2)), usedforsecurity=H(1)))
        elif k == 3:
            hashlib.pbkdf2_hmac(R.choice(['sha1', 'md5', 'nope']), R.choice(bufs), R.choice(bufs), H(R.randrange(1, 4)), H(R.randrange(1, 50)))
        elif k == 4:
            o = R.choice(objs); o.update(R.choice(bufs)); objs.append(o.copy())
        elif k == 5:
            o = R.choice(objs)
            o.hexdigest(H(R.randrange(0, 100))) if o.name.startswith('shake') else o.hexdigest()
        elif k == 6 and len(objs) > 2:
            objs.pop(R.randrange(len(objs)))
        elif k == 7:
            R.choice(objs).__init__(b'x', digest_size=H(3))
        else:
            [[i] for i in range(300)]
    except (ValueError, TypeError, BufferError, OverflowError, MemoryError):
        pass
    finally:
        depth[0] -= 1
for i in range(150):
    act()
print('ok')

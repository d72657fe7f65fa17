# Slot values after the slot's descriptor is replaced or deleted on the class.
class W:
    __slots__ = ('x', 'y')
def rd(o):
    try: return o.x
    except AttributeError as e: return 'AE: %s' % e
w = W(); w.x = 1; w.y = 2
out = []
for step in range(6):
    if step == 1: W.x = 3
    if step == 2: del W.x
    if step == 3:
        try: w.x = 9
        except AttributeError as e: out.append(str(e))
    if step == 4: W.x = property(lambda s: 'p')
    out.append(rd(w)); out.append(rd(w))
print(out)
del W.x
class B(W): pass
b = B(); b.x = 7
print(rd(b), b.y if hasattr(b, 'y') else 'no y')
class C(W):
    __slots__ = ('z',)
c = C()
print(rd(c), getattr(c, 'y', 'dflt'))

# Objects that half implement a protocol: with-statements and reversed().
class OnlyEnter:
    def __enter__(self): return self
class OnlyExit:
    def __exit__(self, *a): pass
class Sq:
    def __getitem__(self, i):
        if i >= 3: raise IndexError
        return i * i
for obj in [OnlyEnter(), OnlyExit(), 5]:
    try:
        with obj:
            pass
    except TypeError as e:
        print("TypeError:", e)
try:
    print(list(reversed(Sq())))
except TypeError as e:
    print("TypeError:", e)
class SqLen(Sq):
    def __len__(self): return 3
print(list(reversed(SqLen())))
try:
    reversed(5)
except TypeError as e:
    print("TypeError:", e)

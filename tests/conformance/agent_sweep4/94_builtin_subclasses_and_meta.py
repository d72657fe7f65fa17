class Base:
    def __init__(self): self._v = 1
    @property
    def v(self): return self._v
    @v.setter
    def v(self, x): self._v = x
class Child(Base):
    @Base.v.setter
    def v(self, x): self._v = x * 10
c = Child(); c.v = 2; print(c.v)
class A:
    @classmethod
    def make(cls): return cls.__name__
    @staticmethod
    def s(): return "static"
class B(A):
    @classmethod
    def make(cls): return "B:" + super().make()
print(B.make(), B().make(), B.s(), A.make())
class Box:
    def __class_getitem__(cls, item): return f"Box[{item.__name__}]"
print(Box[int], Box[str])
class Meta(type):
    def __call__(cls, *a, **k):
        inst = super().__call__(*a, **k)
        inst.created = True
        return inst
    def __len__(cls): return 42
class W(metaclass=Meta):
    def __init__(self, x): self.x = x
w = W(3); print(w.x, w.created, len(W))
class Cnt:
    n = 0
    def __new__(cls, *a):
        cls.n += 1
        return super().__new__(cls)
    def __init__(self, v): self.v = v
    def __eq__(self, o): return isinstance(o, Cnt) and self.v == o.v
    def __hash__(self): return hash(self.v)
    def __repr__(self): return f"Cnt({self.v})"
print({Cnt(1), Cnt(1), Cnt(2)}, Cnt.n, Cnt(5) in [Cnt(5)], sorted([Cnt(3), Cnt(1)], key=lambda c: c.v))
class D(dict):
    def __missing__(self, k): return k.upper()
    def __getitem__(self, k): return super().__getitem__(k.lower())
d = D(a=1); print(d["A"], d["zz"], d.get("zz"), "a" in d, len(d), d)
class L(list):
    def append(self, x): super().append(x * 2)
l = L([1]); l.append(5); l.extend([7]); print(l, l + [0], type(l + [0]).__name__, l[::-1], type(l[:1]).__name__)
class S(str):
    def shout(self): return self.upper() + "!"
s = S("hi"); print(s.shout(), s + "x", type(s + "x").__name__, type(s.upper()).__name__, repr(s), s == "hi", f"{s:>4}")
class I(int):
    def __repr__(self): return f"I({int(self)})"
i = I(5); print(i, repr(i), i + 1, type(i + 1).__name__, [i], f"{i:03d}", str(i))
class T(tuple):
    def __new__(cls, a, b): return super().__new__(cls, (a, b))
    @property
    def first(self): return self[0]
t = T(1, 2); print(t, t.first, len(t), t + (3,), type(t + (3,)).__name__)
class E(Exception):
    def __init__(self, code, msg="failed"):
        super().__init__(f"[{code}] {msg}")
        self.code = code
try:
    raise E(404, "not found")
except E as e:
    print(e, repr(e), e.code, e.args)
class F(float):
    def __str__(self): return f"{float(self):.2f}"
print(F(1.23456), [F(1.5)], f"{F(2)}", repr(F(3.14159)))

# != on subclasses of built-in types that define only __eq__: the built-in __ne__ is inherited
class S(str):
    def __eq__(self, o): print("eq S"); return True
    __hash__ = str.__hash__
class I(int):
    def __eq__(self, o): print("eq I"); return True
    __hash__ = int.__hash__
class P:
    def __eq__(self, o): print("eq P"); return True
class E(Exception):
    def __eq__(self, o): print("eq E"); return True
class L(list):
    def __eq__(self, o): print("eq L"); return True
class M:
    def __eq__(self, o): print("eq M"); return True
class C(M, str):
    pass
class D(str, M):
    pass
class T(tuple):
    def __eq__(self, o): print("eq T"); return NotImplemented
class F(float):
    def __ne__(self, o): print("ne F"); return "custom"
print(S("abc") != "abc", I(3) != 3, P() != 1, E() != 1, L([1]) != [1], C("a") != "a", D("a") != "a")
print(T((1,)) != (1,), "abc" != S("abc"), 3 != I(3), F(1.0) != 1.0, 1.0 != F(1.0))
print(S("x") == "y", S("x") != "y", [S("a")] != ["a"], {I(1): 2} != {1: 2})

# Subclasses of built-in types, with and without overridden methods.
class Loud(str):
    def upper(self):
        return "LOUD:" + str.upper(self)


class Plain(str):
    pass


class Log(list):
    def append(self, x):
        print("append", x)
        super().append(x * 10)


class Counter(dict):
    def get(self, k, default=None):
        return ("counter", super().get(k, default))


class Sized(list):
    def __len__(self):
        return 7


print(Loud("hi").upper(), Plain("hi").upper(), type(Plain("hi").upper()).__name__)
print(Loud("hi").rjust(5, "."), len(Loud("abc")), len(Plain("")))
log = Log()
log.append(1)
add = log.append
add(2)
print(log, len(log), list.append(log, 3), log)
c = Counter(a=1)
print(c.get("a"), c.get("b", 0), dict.get(c, "a"), len(c))
print(len(Sized([1])), list.__len__(Sized([1])), Sized([1, 2]).__len__())
print(isinstance(Loud("x"), str), isinstance(log, (tuple, list)), isinstance(c, Counter))


class Meta:
    def __len__(self):
        return True


print(len(Meta()))


class BadLen:
    def __len__(self):
        return -1


try:
    len(BadLen())
except ValueError as e:
    print("ValueError:", e)


class Num(int):
    def __abs__(self):
        return "abs!"


print(abs(Num(-3)), abs(-3), abs(-2.5), abs(True), max(Num(2), 1), min(2, Num(2)) is not None)
print(str(Num(5)), int(Num(5)), float(Num(5)), bool(Num(0)))

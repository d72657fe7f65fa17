# send() rules, "already executing", and return values through yield from.
def accumulator():
    total = 0
    while True:
        value = yield total
        if value is None:
            return total
        total += value

acc = accumulator()
try:
    acc.send(5)
except TypeError as e:
    print("TypeError:", e)
print(acc.send(None))
print(acc.send(3), acc.send(4))
try:
    acc.send(None)
except StopIteration as e:
    print("returned", e.value)

def delegate():
    final = yield from accumulator()
    print("delegate got", final)
    return final * 2

d = delegate()
next(d)
d.send(10)
d.send(20)
try:
    d.send(None)
except StopIteration as e:
    print("delegate returned", e.value)

def reentrant():
    yield me.send(None)

me = reentrant()
try:
    next(me)
except ValueError as e:
    print("ValueError:", e)

def thrower():
    try:
        yield 1
    except KeyError:
        yield self_ref.throw(IndexError)

self_ref = thrower()
next(self_ref)
try:
    self_ref.throw(KeyError)
except ValueError as e:
    print("ValueError:", e)

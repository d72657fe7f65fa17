# A sub-generator that, while a throw() is delegated to it, tries to resume
# the delegating generator: that generator is executing, so next() raises.
def sub():
    try:
        yield 1
    except ValueError:
        try:
            next(G)
        except ValueError as e:
            print("inner:", e)
    return 5

def gen():
    r = yield from sub()
    print("sub returned", r)
    yield 'x'

G = gen()
print(next(G))
print(G.throw(ValueError))
print(list(G))

# expect: ok | rejected | budget
# A finalizer may never run, or run inside the run's budget: never unbounded.
class A:
    def __del__(self):
        while True:
            pass
a = A()
del a
x = [A() for _ in range(1000)]
x = None
junk = [[i] for i in range(100000)]
print('done')

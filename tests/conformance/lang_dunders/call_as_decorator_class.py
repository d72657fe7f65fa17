class CountCalls:
    def __init__(self, func):
        self.func = func
        self.count = 0
        self.__name__ = func.__name__

    def __call__(self, *args, **kwargs):
        self.count += 1
        return self.func(*args, **kwargs)


@CountCalls
def add(a, b):
    return a + b


print(add(1, 2), add(3, 4), add(b=1, a=9))
print(add.__name__, add.count)
print(sorted([3, 1, 2], key=CountCalls(lambda x: -x)))

class Countdown:
    def __init__(self, start):
        self.current = start

    def __iter__(self):
        return self

    def __next__(self):
        if self.current <= 0:
            raise StopIteration
        self.current -= 1
        return self.current + 1


print(list(Countdown(5)))
c = Countdown(3)
print(next(c), next(c))
for n in c:
    print("rest", n)
print(list(c), sum(Countdown(4)), max(Countdown(6)))
print(3 in Countdown(5), 9 in Countdown(5))

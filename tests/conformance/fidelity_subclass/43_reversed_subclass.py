# reversed subclass: a sequence without __reversed__ gives an instance of
# the subclass; list and range have their own __reversed__.
class Backwards(reversed):
    def __next__(self):
        return super().__next__().upper()

b = Backwards("abc")
print(type(b).__name__, list(b))
print(list(Backwards(("x", "y"))))
r = Backwards([1, 2, 3])
print(type(r).__name__, list(r))
print(type(Backwards(range(3))).__name__)

class Seq:
    def __len__(self):
        return 3
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError(i)
        return "item%d" % i

print(list(Backwards(Seq())))
print(type(reversed("ab")).__name__, type(reversed([])).__name__)

# Common super() mistakes.
class A:
    def hello(self):
        return "A.hello"


class B(A):
    def hello(self):
        return "B+" + super().hello()

    @staticmethod
    def broken():
        return super().hello()


print(B().hello())
print(super(B, B()).hello())
try:
    super(B, A()).hello()
except TypeError as e:
    print(type(e).__name__, e)
try:
    super(B, 5)
except TypeError as e:
    print(type(e).__name__, e)
B.broken()

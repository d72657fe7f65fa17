# super() objects as they print in a debugging session.
class Base:
    def hello(self):
        return "base"
class Child(Base):
    def hello(self):
        s = super()
        return f"{s} / {s!r} / {s.hello()}"
    @classmethod
    def make(cls):
        return repr(super())
print(Child().hello())
print(Child.make())
class Grand(Child):
    pass
print(Grand().hello())
print(super(Child, Grand()))

# expect: budget
class Base:
    def __init_subclass__(cls, **kw):
        while True:
            pass
class Child(Base):
    pass

class Foo(Base)
    pass

class A(B, C, metaclass=M, **kw):
    x: int = 1
    def __init_subclass__(cls, /, **kwargs):
        super().__init_subclass__(**kwargs)
    def __call__(self, *args, **kwargs): return args
    async def am(self): pass
    class Inner(object): pass
    @property
    def p(self) -> "A": return self
    __slots__ = ("a", "b")

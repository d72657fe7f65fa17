class A:
    def m(self)
        pass

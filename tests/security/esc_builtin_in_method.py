# expect: rejected
class A:
    def m(self):
        def inner():
            return eval('1')
        return inner()

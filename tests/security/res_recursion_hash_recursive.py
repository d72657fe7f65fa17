# expect: error RecursionError
class A:
    def __hash__(self):
        return hash(self)
{A(): 1}

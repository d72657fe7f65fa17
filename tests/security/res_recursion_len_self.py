# expect: error RecursionError
class L:
    def __len__(self):
        return len(self)
len(L())

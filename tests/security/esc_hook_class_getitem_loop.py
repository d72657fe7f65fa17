# expect: budget | error TypeError | ok
# (ok: smolvm does not call __class_getitem__ yet; the hook never runs.)
class A:
    def __class_getitem__(cls, item):
        while True:
            pass
A[int]

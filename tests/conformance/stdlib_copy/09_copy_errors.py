# Things copy cannot copy, and copy.Error.
import copy


def gen():
    yield 1


for thing in (gen(),):
    try:
        copy.copy(thing)
    except TypeError as e:
        print("TypeError", e)
    try:
        copy.deepcopy(thing)
    except TypeError as e:
        print("TypeError", e)
print(copy.Error is copy.error, issubclass(copy.Error, Exception))
print(copy.copy(len) is len, copy.deepcopy(print) is print, copy.copy(int) is int)


class NeedsArgs:
    def __new__(cls, value):
        self = super().__new__(cls)
        self.value = value
        return self


try:
    copy.copy(NeedsArgs(1))
except TypeError as e:
    print("TypeError", e)

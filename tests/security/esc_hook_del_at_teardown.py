# expect: ok | rejected | budget
# An object with a looping __del__ still alive when the session is freed.
class A:
    def __del__(self):
        while True:
            pass
keep = [A() for _ in range(10)]
print('end')

# leading comment

# another

x = 1  # trailing comment
    # indented comment at weird level
y = 2


def f():
    # comment in function

    a = 1

        # over-indented comment
    return a  # done
# comment at column 0 inside function
    # back to indentation

class C:

    x = 1

    # comment

    def m(self):

        pass

z = 3

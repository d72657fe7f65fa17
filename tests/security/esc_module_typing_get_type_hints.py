# expect: error
# CPython's get_type_hints() evals string annotations.
import typing
class A:
    x: "__import__('os').getcwd()"
print('SANDBOX-ESCAPE', typing.get_type_hints(A))

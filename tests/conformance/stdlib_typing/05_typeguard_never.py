from typing import TypeGuard, Never, NoReturn, assert_never, assert_type, reveal_type, cast, List, Union, Any
from enum import Enum

def is_str_list(val: List[object]) -> TypeGuard[List[str]]:
    return all(isinstance(x, str) for x in val)

def join_if_strings(items: List[object]) -> str:
    if is_str_list(items):
        return ', '.join(items)
    return '<mixed>'

print(join_if_strings(['a', 'b']), join_if_strings(['a', 1]), is_str_list([]))

class Color(Enum):
    RED = 1
    GREEN = 2

def describe(c: Color) -> str:
    if c is Color.RED:
        return 'warm'
    elif c is Color.GREEN:
        return 'natural'
    else:
        assert_never(c)

print(describe(Color.RED), describe(Color.GREEN))
try:
    describe('purple')
except AssertionError as e:
    print(type(e).__name__, e)

def fail(msg: str) -> NoReturn:
    raise RuntimeError(msg)

def stop() -> Never:
    raise SystemExit(3)

try:
    fail('boom')
except RuntimeError as e:
    print(type(e).__name__, e)
try:
    stop()
except SystemExit as e:
    print('SystemExit', e.code)

x = assert_type(5, int)
print(x, assert_type('s', Union[str, int]))
r = reveal_type([1, 2])
print('reveal_type returned', r)

raw: Any = {'port': '8080'}
port = int(cast(dict, raw)['port'])
print(port, cast('List[int]', [1]), cast(int, 'not really an int'))
print(Never, NoReturn, TypeGuard[int], repr(TypeGuard[List[str]]))
try:
    assert_never(42)
except AssertionError as e:
    print(e)

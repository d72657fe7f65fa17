import typing
from typing import List, Dict, Optional, Union, Tuple, Callable, Any, TypeVar, Literal, Set

class Foo:
    pass

T = TypeVar('T')
print(List, List[int], Dict[str, List[int]], Optional[int])
print(Union[int, str], Union[int, None, str], Optional[Union[int, str]], Union[int])
print(Tuple[int, ...], Tuple[()], Callable[[int, str], bool], Callable[..., int])
print(Any, T, List[T], Literal['a', 1], Set[Foo], typing.Type[Foo], typing.Iterable[int])
print(List[None], Dict, Callable, Tuple, Optional[List[int]], typing.Annotated[int, 'meta'])
print(typing.ClassVar[int], typing.Final[int], typing.Sequence[str], typing.Deque[int])
print(typing.get_origin(List[int]), typing.get_args(Dict[str, int]), typing.get_args(Optional[int]))
print(List[int] == List[int], Optional[int] == Union[int, None], typing.TYPE_CHECKING)
print(TypeVar('K', bound=int), TypeVar('V', int, str), T.__name__)
for bad in [lambda: List[int](), lambda: Optional[int, str], lambda: Union[()]]:
    try:
        bad()
    except TypeError as e:
        print('TypeError', e)

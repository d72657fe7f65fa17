match event:
    case Click(position=(x, y)):
        handle_click(x, y)
    case KeyPress(key_name="Q") | Quit():
        quit()
    case KeyPress(key_name=key) if key in keys:
        press(key)
    case Point(x=0, y=0):
        origin()
    case Point(1, 2):
        positional()
    case Point(1, y=2):
        mixed()
    case mod.Class(a, b, c=d):
        attr_class()
    case {"action": "move", "x": x, "y": y}:
        move(x, y)
    case {"type": "msg", **rest}:
        message(rest)
    case {}:
        empty_map()
    case {1: one, "two": two, None: n, True: t}:
        keys()
    case {Const.KEY: value}:
        const_key(value)
    case {-1: neg, 1+2j: c}:
        numeric_keys()
    case [Point(x=0) as p, *others] as whole:
        nested_as(p, others, whole)
    case (1 | 2 | 3) as small:
        small_num(small)
    case [1, [2, [3, *deep]]]:
        deep_seq(deep)
    case str() | bytes():
        stringlike()
    case {"a": [1, 2, {"b": _}]}:
        complex_map()
    case x if (y := x) > 0:
        walrus_guard(y)
    case "a" "b":
        concat()
    case [*_, last]:
        last_item(last)
    case 1, 2:
        open_seq()
    case *first, last:
        open_star()
    case (x):
        group(x)

match a, b:
    case 1, 2:
        pass

match *a, b:
    case _:
        pass

match -x:
    case _:
        pass

match (x):
    case _:
        pass

match x,:
    case _:
        pass

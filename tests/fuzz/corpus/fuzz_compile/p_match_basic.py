match command.split():
    case [action]:
        print(action)
    case [action, obj]:
        print(action, obj)
    case ["go", direction] | ["move", direction]:
        go(direction)
    case ["drop", *objects]:
        drop(objects)
    case _:
        print("unknown")

match status:
    case 200:
        ok()
    case 400 | 404:
        not_found()
    case -1:
        negative()
    case 1.5:
        flt()
    case 1 + 2j:
        cplx()
    case -1 - 2j:
        cplx2()
    case "text":
        text()
    case b"bytes":
        data()
    case None:
        none()
    case True:
        yes()
    case False:
        no()
    case Color.RED:
        red()
    case module.Color.GREEN:
        green()
    case other:
        print(other)

match point:
    case (0, 0):
        origin()
    case (0, y):
        on_y(y)
    case (x, 0) if x > 0:
        on_x(x)
    case ():
        empty()
    case (x,):
        single(x)
    case [x, y, *rest]:
        many(rest)
    case [*_]:
        anything()

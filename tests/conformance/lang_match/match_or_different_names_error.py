match (1, 2):
    case [x, _] | [_, y]:
        pass

match (1, 2):
    case [x, x]:
        pass

match {"a": 1}:
    case {"a": [x], **x}:
        pass

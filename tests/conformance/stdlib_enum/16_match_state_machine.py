from enum import Enum, auto


class Light(Enum):
    RED = auto()
    YELLOW = auto()
    GREEN = auto()


class Event(Enum):
    TIMER = "timer"
    EMERGENCY = "emergency"


def step(state, event):
    match (state, event):
        case (_, Event.EMERGENCY):
            return Light.RED
        case (Light.RED, Event.TIMER):
            return Light.GREEN
        case (Light.GREEN, Event.TIMER):
            return Light.YELLOW
        case (Light.YELLOW, Event.TIMER):
            return Light.RED
    return state


state = Light.RED
for ev in ["timer", "timer", "emergency", "timer", "timer", "timer"]:
    new = step(state, Event(ev))
    print(f"{state.name:>6} --{ev}--> {new.name}")
    state = new


def describe(light):
    match light:
        case Light.RED | Light.YELLOW:
            return "stop"
        case Light.GREEN:
            return "go"
        case _:
            return "unknown"


print([describe(l) for l in Light], describe("blue"))

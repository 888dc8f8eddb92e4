#pragma once
// What every game's strategies return: the move and the reasons a player reads.

#include <string>
#include <vector>

namespace parlor::cards {

template <class Action> struct Decision {
    Action action;
    std::vector<std::string> reasons; // full sentences, first person ("I took the 7♦ because ...")
};

} // namespace parlor::cards

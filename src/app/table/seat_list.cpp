#include "app/table/seat_list.hpp"

#include <algorithm>
#include <array>
#include <cstddef>

namespace parlor::app::table {

namespace {

// Names round the table, as a family game would seat its players.
constexpr std::array<const char*, 6> others = {"Ann", "Ben", "Cleo", "Dev", "Eve", "Finn"};

} // namespace

std::vector<std::string> seat_names(int players) {
    if (players <= 2) {
        return {"You", "Computer"};
    }
    std::vector<std::string> names{"You"};
    for (int seat = 1; seat < players && seat <= static_cast<int>(others.size()); ++seat) {
        names.emplace_back(others[static_cast<std::size_t>(seat - 1)]);
    }
    return names;
}

std::vector<std::string> seats_for(const std::string& difficulty, int players) {
    return std::vector<std::string>(static_cast<std::size_t>(std::max(1, players - 1)), difficulty);
}

std::string joined_seats(const std::vector<std::string>& seats) {
    std::string name;
    for (const std::string& seat : seats) {
        name += (name.empty() ? "" : ",") + seat;
    }
    return name;
}

std::vector<std::string> split_seats(std::string_view name) {
    std::vector<std::string> seats;
    std::size_t from = 0;
    while (from <= name.size()) {
        const std::size_t comma = std::min(name.find(',', from), name.size());
        seats.emplace_back(name.substr(from, comma - from));
        from = comma + 1;
    }
    return seats;
}

std::string seats_difficulty(std::string_view name) {
    const std::vector<std::string> seats = split_seats(name);
    return std::all_of(seats.begin(), seats.end(),
                       [&](const std::string& s) { return s == seats.front(); })
               ? seats.front()
               : std::string("mixed");
}

} // namespace parlor::app::table

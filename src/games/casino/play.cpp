// A move played out on the table: what is taken, what a build becomes, where a trailed card lies.

#include "parlor/games/casino/rules.hpp"

#include <algorithm>
#include <type_traits>

namespace parlor::casino {

namespace {

bool in(const std::vector<Card>& cards, Card card) {
    return std::find(cards.begin(), cards.end(), card) != cards.end();
}

Played capture(const Table& before, Seat seat, const Capture& move) {
    Played played;
    played.table = before;
    Table& table = played.table;
    CapturedEvent event{seat, move.card, {}, {}, 0};
    for (const Card card : before.loose) {
        if (in(move.taken, card)) {
            event.loose.push_back(card);
        }
    }
    std::erase_if(table.loose, [&](Card card) { return in(move.taken, card); });
    for (const TableBuild& build : before.builds) {
        if (in(move.taken, build.parts.front().front())) {
            event.builds.push_back(build);
        }
    }
    std::erase_if(table.builds, [&](const TableBuild& build) {
        return in(move.taken, build.parts.front().front());
    });
    played.to_pile.push_back(move.card);
    played.to_pile.insert(played.to_pile.end(), event.loose.begin(), event.loose.end());
    for (const TableBuild& build : event.builds) {
        const auto cards = build.cards();
        played.to_pile.insert(played.to_pile.end(), cards.begin(), cards.end());
    }
    played.event = std::move(event);
    return played;
}

// Joins `part` to the player's own build of the value when there is one (a multiple build);
// otherwise it becomes a build of its own at `position`. Returns the build as it now is.
TableBuild place_part(Table& table, Seat seat, std::vector<Card> part, std::size_t position,
                      bool& joined) {
    const int value = sum_of(part);
    for (TableBuild& build : table.builds) {
        if (build.owner == seat && build.value() == value) {
            build.parts.push_back(std::move(part));
            joined = true;
            return build;
        }
    }
    joined = false;
    TableBuild build{{std::move(part)}, seat};
    table.builds.insert(table.builds.begin() + static_cast<long>(position), build);
    return build;
}

Played build(const Table& before, Seat seat, const Build& move) {
    Played played;
    played.table = before;
    Table& table = played.table;
    BuiltEvent event{seat, move.card, {}, std::nullopt, false, {}};
    std::vector<Card> part;
    std::size_t position = table.builds.size();
    if (!move.onto.empty()) {
        const auto target =
            std::find_if(table.builds.begin(), table.builds.end(),
                         [&](const TableBuild& b) { return in(b.cards(), move.onto.front()); });
        event.increased = *target;
        part = target->parts.front();
        position = static_cast<std::size_t>(target - table.builds.begin());
        table.builds.erase(target);
    } else {
        for (const Card card : before.loose) {
            if (in(move.loose, card)) {
                part.push_back(card); // in the order they lay
            }
        }
        std::erase_if(table.loose, [&](Card card) { return in(move.loose, card); });
        event.loose = part;
    }
    part.push_back(move.card);
    event.build = place_part(table, seat, std::move(part), position, event.joined);
    played.event = std::move(event);
    return played;
}

} // namespace

Played play_on_table(const Table& table, Seat seat, const Action& move) {
    return std::visit(
        [&](const auto& act) -> Played {
            using T = std::decay_t<decltype(act)>;
            if constexpr (std::is_same_v<T, Capture>) {
                return capture(table, seat, act);
            } else if constexpr (std::is_same_v<T, Build>) {
                return build(table, seat, act);
            } else if constexpr (std::is_same_v<T, Trail>) {
                Played played{table, {}, TrailedEvent{seat, act.card}};
                played.table.loose.push_back(act.card);
                return played;
            } else {
                return Played{table, {}, TableTakenEvent{std::nullopt, {}}};
            }
        },
        move);
}

} // namespace parlor::casino

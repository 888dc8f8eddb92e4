// A move played out on the table: what is taken, what a build becomes, where a trailed card lies.

#include "parlor/games/casino/rules.hpp"
#include "rules_detail.hpp"

#include <algorithm>
#include <type_traits>

namespace parlor::casino {

namespace {

// The cards taken are read copy by copy (split_capture): a loaded file may hold a card
// twice, one copy loose and one in a build.
Played capture(const Table& before, Seat seat, const Capture& move) {
    Played played;
    played.table = before;
    Table& table = played.table;
    CapturedEvent event{seat, move.card, {}, {}, 0};
    const CaptureSplit split = split_capture(before, move.taken);
    std::vector<bool> taken_loose(before.loose.size(), false);
    for (const std::size_t i : split.loose) {
        taken_loose[i] = true;
        event.loose.push_back(before.loose[i]);
    }
    table.loose.clear();
    for (std::size_t i = 0; i < before.loose.size(); ++i) {
        if (!taken_loose[i]) {
            table.loose.push_back(before.loose[i]);
        }
    }
    table.builds.clear();
    for (std::size_t i = 0; i < before.builds.size(); ++i) {
        const bool taken = i < 64 && ((split.builds >> i) & 1U) != 0;
        (taken ? event.builds : table.builds).push_back(before.builds[i]);
    }
    played.to_pile.push_back(move.card);
    played.to_pile.insert(played.to_pile.end(), event.loose.begin(), event.loose.end());
    for (const TableBuild& build : event.builds) {
        const auto cards = build.cards();
        played.to_pile.insert(played.to_pile.end(), cards.begin(), cards.end());
    }
    played.event = std::move(event);
    return played;
}

std::vector<Card> sorted_cards(std::vector<Card> cards) {
    std::sort(cards.begin(), cards.end());
    return cards;
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
        // The build of exactly those cards (a copy of one of them may lie elsewhere).
        const std::vector<Card> onto = sorted_cards(move.onto);
        const auto target =
            std::find_if(table.builds.begin(), table.builds.end(),
                         [&](const TableBuild& b) { return sorted_cards(b.cards()) == onto; });
        event.increased = *target;
        part = target->parts.front();
        position = static_cast<std::size_t>(target - table.builds.begin());
        table.builds.erase(target);
    } else {
        // Copy by copy: a card named once takes one of two loose copies.
        std::vector<Card> named = move.loose;
        table.loose.clear();
        for (const Card card : before.loose) {
            const auto at = std::find(named.begin(), named.end(), card);
            if (at != named.end()) {
                named.erase(at);
                part.push_back(card); // in the order they lay
            } else {
                table.loose.push_back(card);
            }
        }
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

#include "app/table/flight_deck.hpp"

#include <algorithm>
#include <cmath>

namespace parlor::app::table {

double Flight::progress() const {
    if (duration <= 0) {
        return 1.0;
    }
    const double t = std::clamp((elapsed - delay) / duration, 0.0, 1.0);
    const double u = 1.0 - t;
    return 1.0 - u * u * u;
}

Rect Flight::where() const {
    const float p = static_cast<float>(progress());
    auto mix = [p](float a, float b) { return std::round(a + (b - a) * p); };
    return Rect{mix(from.x, to.x), mix(from.y, to.y), mix(from.w, to.w), mix(from.h, to.h)};
}

void FlightDeck::set_enabled(bool enabled) {
    enabled_ = enabled;
    if (!enabled_) {
        finish_all();
    }
}

void FlightDeck::launch(const Flight& flight) {
    if (enabled_ && !flight.landed()) {
        flights_.push_back(flight);
    }
}

namespace {

int count_in(const CardRow* row, Card card) {
    return row == nullptr
               ? 0
               : static_cast<int>(std::count(row->cards.begin(), row->cards.end(), card));
}

const CardRow* row_of(const std::vector<CardRow>& rows, int zone) {
    for (const CardRow& r : rows) {
        if (r.zone == zone) {
            return &r;
        }
    }
    return nullptr;
}

// The box of the k-th copy of `card` in the row, counting from the end (k = 0: the last).
Rect box_of(const CardRow& row, Card card, int k) {
    for (int i = static_cast<int>(row.cards.size()) - 1; i >= 0; --i) {
        if (row.cards[static_cast<std::size_t>(i)] == card && k-- == 0) {
            return row.boxes[static_cast<std::size_t>(i)];
        }
    }
    return row.boxes.empty() ? Rect{} : row.boxes.back();
}

} // namespace

void FlightDeck::fly_moves(const std::vector<CardRow>& before, const std::vector<CardRow>& after) {
    if (!enabled_) {
        return;
    }
    // Where each card went missing, and where copies of it turned up.
    struct Departure {
        const CardRow* row;
        Card card;
        int copy;
    };
    std::vector<Departure> departures;
    for (const CardRow& old : before) {
        const CardRow* now = row_of(after, old.zone);
        std::map<Card, int> seen;
        for (const Card c : old.cards) {
            if (seen[c]++ == 0) {
                const int gone = count_in(&old, c) - count_in(now, c);
                for (int k = 0; k < gone; ++k) {
                    departures.push_back(Departure{&old, c, k});
                }
            }
        }
    }
    for (const CardRow& now : after) {
        const CardRow* old = row_of(before, now.zone);
        std::map<Card, int> seen;
        for (const Card c : now.cards) {
            if (seen[c]++ != 0) {
                continue;
            }
            const int arrived = count_in(&now, c) - count_in(old, c);
            for (int k = 0; k < arrived; ++k) {
                const auto from = std::find_if(departures.begin(), departures.end(),
                                               [c](const Departure& d) { return d.card == c; });
                if (from == departures.end()) {
                    break; // it came from nowhere on show (the stock's next card): no flight
                }
                Flight f;
                f.duration = move_seconds_;
                f.card = c;
                f.zone = now.zone;
                f.from = box_of(*from->row, c, from->copy);
                f.to = box_of(now, c, k);
                f.face_up_at_start = from->row->face_up;
                f.face_up_at_end = now.face_up;
                departures.erase(from);
                launch(f);
            }
        }
    }
}

void FlightDeck::fly_deal(const Rect& deck, const std::vector<const CardRow*>& rows) {
    if (!enabled_) {
        return;
    }
    std::size_t total = 0;
    std::size_t longest = 0;
    for (const CardRow* row : rows) {
        total += row->cards.size();
        longest = std::max(longest, row->cards.size());
    }
    const double stagger =
        std::min(deal_stagger_seconds,
                 longest_deal_seconds / static_cast<double>(std::max<std::size_t>(1, total)));
    int order = 0;
    for (std::size_t i = 0; i < longest; ++i) {
        for (const CardRow* row : rows) {
            if (i >= row->cards.size()) {
                continue;
            }
            Flight f;
            f.card = row->cards[i];
            f.zone = row->zone;
            f.from = deck;
            f.to = row->boxes[i];
            f.face_up_at_start = false;
            f.face_up_at_end = row->face_up;
            f.delay = stagger * order++;
            f.duration = deal_seconds;
            launch(f);
        }
    }
}

void FlightDeck::update(double seconds) {
    for (Flight& f : flights_) {
        f.elapsed += seconds * pace_;
    }
    // A batch (a deal, a move and what it caused) ends together: a card that has landed stays
    // in the list, drawn at its place, until the last one lands. The table's picture underneath
    // then changes once per batch, not once per card.
    if (std::all_of(flights_.begin(), flights_.end(), [](const Flight& f) { return f.landed(); })) {
        flights_.clear();
    }
}

std::map<Card, int> FlightDeck::arrivals(int zone) const {
    std::map<Card, int> counts;
    for (const Flight& f : flights_) {
        if (f.zone == zone) {
            ++counts[f.card];
        }
    }
    return counts;
}

std::vector<bool> FlightDeck::in_the_air(const CardRow& row) const {
    std::vector<bool> air(row.cards.size(), false);
    if (flights_.empty()) {
        return air;
    }
    std::map<Card, int> coming = arrivals(row.zone);
    for (int i = static_cast<int>(row.cards.size()) - 1; i >= 0; --i) {
        int& n = coming[row.cards[static_cast<std::size_t>(i)]];
        if (n > 0) {
            --n;
            air[static_cast<std::size_t>(i)] = true;
        }
    }
    return air;
}

} // namespace parlor::app::table

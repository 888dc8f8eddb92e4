#include "app/table/review_overlay.hpp"

#include "app/core/app.hpp"
#include "app/core/trace.hpp"
#include "app/table/table_base.hpp"
#include "app/table_entries.hpp"
#include "parlor/catalogue/catalogue.hpp"

#include <exception>
#include <stdexcept>

namespace parlor::app::table {

namespace {

std::string capitalised(std::string text) {
    if (!text.empty() && text[0] >= 'a' && text[0] <= 'z') {
        text[0] = static_cast<char>(text[0] - 'a' + 'A');
    }
    return text;
}

} // namespace

ReviewJob record_review(std::string game_id, std::string record_text, std::optional<int> round) {
    return [game_id = std::move(game_id), text = std::move(record_text), round] {
        const catalogue::Game* game = catalogue::find_game(game_id);
        if (game == nullptr || game->review == nullptr) {
            throw std::runtime_error("No review of " + game_id + " yet.");
        }
        catalogue::ReviewRequest request;
        request.seat = 0; // the player's seat: the human's
        request.seed = catalogue::default_advice_seed;
        const catalogue::ReviewReport report = game->review(text, "this game's record", request);
        if (!report.ok) {
            throw std::runtime_error(report.error);
        }
        return round ? record::of_round(report.review, *round) : report.review;
    };
}

std::string review_page(const record::Review& review) {
    std::string page = "How your decisions went\n" + record::summary(review);
    for (const record::ReviewItem& item : review.items) {
        const std::string where =
            review.round_word == record::whole_game
                ? std::string("Your")
                : capitalised(review.round_word) + " " + std::to_string(item.round) + ", your";
        page += "\n\n" + where + " decision " + std::to_string(item.decision) + ": " +
                (item.close_call ? "a close call, within the expert's noise"
                                 : "cost " + record::cost_words(item.cost, item.unit)) +
                "\nYou chose to " + item.played + "; the expert would " + item.expert +
                ". The expert: " + item.reason;
    }
    return page;
}

MomentOpener moments_of(App& app, std::string record_text) {
    return [&app, text = std::move(record_text)](const record::Review& review, int index) {
        OpenedGame opened = open_record_text(app, text, "this game's record");
        auto* table = dynamic_cast<TableBase*>(opened.scene.get());
        if (table == nullptr) {
            app.set_notice(
                opened.error.empty() ? "This game's record cannot be shown." : opened.error, true);
            return;
        }
        table->show_review(review.items, index);
        app.push(std::move(opened.scene));
    };
}

ReviewOverlay::ReviewOverlay(App& app, std::string title, ReviewJob job, MomentOpener moments)
    : ReadingOverlay(app), title_(std::move(title)), moments_(std::move(moments)) {
    show(title_, "Working out the review\nThe expert is going over each of your decisions.");
    worker_.start(std::move(job));
}

void ReviewOverlay::update(double) {
    try {
        if (auto review = worker_.poll()) {
            show(title_, review_page(*review));
            trace_play("review", std::to_string(review->decisions) + " decisions, " +
                                     std::to_string(review->items.size()) + " items");
            review_ = std::move(*review);
        }
    } catch (const std::exception& error) {
        show(title_, std::string("No review\n") + error.what());
        trace_play("review", error.what());
    }
}

std::string ReviewOverlay::footer() const {
    if (first_choosable() >= 0) {
        return "Tab or a click: a decision on the table  ·  Up/Down, the wheel scroll  ·  Esc "
               "closes";
    }
    return "Up/Down, Page Up/Down or the wheel scroll  ·  Esc or Enter closes";
}

// The paragraphs after the summary are the items, in the review's order.
int ReviewOverlay::first_choosable() const {
    return moments_ && review_ && !review_->items.empty() ? 1 : -1;
}

void ReviewOverlay::open_chosen(int paragraph) {
    if (first_choosable() >= 0) {
        moments_(*review_, paragraph - 1);
    }
}

} // namespace parlor::app::table

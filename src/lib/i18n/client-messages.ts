/** SPEC §8 client validation and success catalogues, plus the form keys of the contract schemas. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ClientValidationKey, SuccessKey } from '../../contract/errors.ts';

export const CLIENT_VALIDATION_MESSAGES: Record<ClientValidationKey, MessageDescriptor> = {
  InvalidSearchCategory: msg`Please choose a valid search category.`,
  InvalidSearchName: msg`Please enter a valid name to search.`,
  InvalidSearchNickname: msg`Please enter a valid nickname to search.`,
  InvalidSearchPhone: msg`Use only digits and '-' in the phone number.`,
  InvalidSearchDateRange: msg`Please check the date range.`,
  InvalidMemberId: msg`The member ID is not valid.`,
  InvalidMemberStatus: msg`The member status is not valid.`,
  InvalidMemberName: msg`Enter the name in Korean letters only.`,
  InvalidMemberNickname: msg`Enter the nickname in 2-12 Korean letters.`,
  InvalidMemberPhone: msg`Enter a 10-11 digit mobile phone number.`,
  FileTooLarge: msg`The file is larger than 16MB.`,
  FileSizeZero: msg`The file is empty.`,
  FileNotPdf: msg`Only PDF files can be uploaded.`,
  InvalidFile: msg`The file is not valid.`,
  WarningCountBelowZero: msg`The warning count cannot go below 0.`,
  InvalidDiaryId: msg`The diary ID is not valid.`,
  InvalidCommentId: msg`The comment ID is not valid.`,
  InvalidReportId: msg`The report ID is not valid.`,
  EmptyExpertFeedback: msg`Please fill in the feedback for every area.`,
  InvalidNoticeTitle: msg`Please enter the notice title.`,
  InvalidNoticeContent: msg`Please enter the notice content.`,
  InvalidProductId: msg`The product ID is not valid.`,
  InvalidProductTitle: msg`Please enter the product title.`,
  InvalidProductPrice: msg`The price cannot be below 0.`,
  InvalidProductThumbnail: msg`Please add a valid thumbnail.`,
  InvalidProductContent: msg`Please enter the product description.`,
  InvalidProductImageExtension: msg`Images must be JPG, JPEG, PNG, GIF or WEBP.`,
  InvalidInternalApi: msg`An internal error occurred while calling the server.`,
  UnknownErrorOccurred: msg`An unknown error occurred.`,
  TestError: msg`This is a test error.`,
  InvalidOrderType: msg`This order type is not valid.`,
  LoggedError: msg`An error has occurred, please refer to the log.`,
};

export const SUCCESS_MESSAGES: Record<SuccessKey, MessageDescriptor> = {
  ConsultationFinished: msg`The consultation has been marked finished.`,
  ExaminationSent: msg`The development test has been marked as sent.`,
  ExaminationFileRegistered: msg`The examination file has been registered.`,
  WarningCountChanged: msg`The warning count has been changed.`,
  ExpertFeedbackSaved: msg`The expert feedback has been saved.`,
  ExpertCommentSaved: msg`The expert comment has been saved.`,
  ExpertCommentEdited: msg`The expert comment has been edited.`,
  ExpertCommentDeleted: msg`The expert comment has been deleted.`,
  NoticePosted: msg`The notice has been posted.`,
  NoticeDeleted: msg`The notice has been deleted.`,
  ProductSaved: msg`The product has been saved.`,
  ProductDeleted: msg`The product has been deleted.`,
};

/** Messages of the contract's field schemas (user.ts, child.ts) and of the forms. */
export const FORM_MESSAGES = {
  InvalidUserId: msg`Use 4-20 lowercase letters, digits or _, starting with a letter.`,
  InvalidPassword: msg`Use 8-64 characters with at least one letter and one digit.`,
  InvalidCode: msg`Enter the 6-digit verification code.`,
  InvalidChildNickname: msg`Enter the child's nickname in Korean letters (1-12).`,
  ImplausibleHeight: msg`Enter a height between 20 and 200 cm.`,
  ImplausibleWeight: msg`Enter a weight between 0.3 and 100 kg.`,
  InvalidBirthDateTime: msg`Enter the date and time of birth.`,
  InvalidDueDate: msg`Enter the due date.`,
  BirthTimeRequired: msg`Enter the time of birth as well.`,
  PasswordMismatch: msg`The passwords do not match.`,
  Required: msg`This field is required.`,
  DuplicateCheckRequired: msg`Please check the ID and nickname for duplicates first.`,
  UserIdTaken: msg`This ID is already in use.`,
  NicknameTaken: msg`This nickname is already in use.`,
  ConsentRequired: msg`Please agree to all required items.`,
  NetworkError: msg`Could not reach the server. Please check your connection.`,
} satisfies Record<string, MessageDescriptor>;
export type FormMessageKey = keyof typeof FORM_MESSAGES;
